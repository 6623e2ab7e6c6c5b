// Parsing the engine commands' shared arguments.
#include "engineargs.h"
#include "cliargs.h"

#include "engine/builtinengine.h"
#include "engine/uciengine.h"

namespace kibitz::cli {

std::string parseEngineArgs(const std::vector<std::string>& args, const std::set<std::string>& flags,
                            const std::set<std::string>& valued, EngineArgs& out)
{
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& key = args[i];
        if (flags.count(key)) {
            out.flags.insert(key);
            continue;
        }
        if (key.rfind("--", 0) != 0) {
            if (!out.file.empty())
                return "more than one file given ('" + key + "')";
            out.file = key;
            continue;
        }
        if (i + 1 >= args.size())
            return "missing value after " + key;
        const std::string& value = args[++i];
        if (key == "--engine") {
            out.engine = value;
        } else if (valued.count(key)) {
            out.values[key] = value;
        } else if (key == "--depth" || key == "--movetime" || key == "--game") {
            const int max = key == "--depth" ? 99 : key == "--movetime" ? 86400000 : 1000000;
            const auto number = positiveNumber(value, max);
            if (!number)
                return "invalid value '" + value + "' for " + key;
            (key == "--depth" ? out.depth : key == "--movetime" ? out.movetimeMs : out.game) = *number;
        } else {
            return "unknown option '" + key + "'";
        }
    }
    if (out.file.empty())
        return "no PGN file given";
    if ((out.depth > 0) == (out.movetimeMs > 0))
        return "give exactly one of --depth and --movetime";
    return {};
}

engine::Engine* makeEngine(const EngineArgs& args)
{
    if (args.engine == "builtin")
        return new engine::BuiltinEngine;
    return new engine::UciEngine(QString::fromStdString(args.engine));
}

engine::EngineLimits limitsOf(const EngineArgs& args)
{
    return args.depth > 0 ? engine::EngineLimits::ofDepth(args.depth) : engine::EngineLimits::ofMovetime(args.movetimeMs);
}

} // namespace kibitz::cli
