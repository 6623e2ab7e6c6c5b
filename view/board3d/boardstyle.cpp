// Built-in sets are built once and cached; themes are plain tables.
#include "boardstyle.h"

#include "meshfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace kibitz::board3d {

// The catalogue's translation context.
struct BoardStyle {
    Q_DECLARE_TR_FUNCTIONS(BoardStyle)
};

namespace {

// File stems of a custom set, in PieceType order.
const char* const kPieceFiles[kPieceTypeCount] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

// A theme from its colours; highlight colours stay the defaults so every theme reads alike.
BoardTheme makeTheme(const char* name, QVector3D light, QVector3D dark, QVector3D frame, QVector3D label,
                     SquarePattern pattern, const PieceLook& white, const PieceLook& black)
{
    BoardTheme t;
    t.name = QString::fromLatin1(name);
    t.palette.light = light;
    t.palette.dark = dark;
    t.palette.frame = frame;
    t.palette.label = label;
    t.palette.pattern = pattern;
    t.pieces = {white, black};
    return t;
}

// The four themes, the default (walnut and maple, the original look) first.
const std::vector<BoardTheme>& themes()
{
    static const std::vector<BoardTheme> all{
        makeTheme("walnut", {0.86f, 0.76f, 0.60f}, {0.56f, 0.38f, 0.25f}, {0.25f, 0.15f, 0.09f}, {0.93f, 0.85f, 0.68f},
                  SquarePattern::Plain, {{0.95f, 0.92f, 0.84f}, {0.30f, 0.28f, 0.25f}, {0.30f, 0.30f, 0.28f}, 35.0f},
                  {{0.12f, 0.085f, 0.07f}, {0.04f, 0.03f, 0.025f}, {0.42f, 0.40f, 0.38f}, 90.0f}),
        makeTheme("tournament", {0.92f, 0.92f, 0.84f}, {0.40f, 0.56f, 0.33f}, {0.90f, 0.90f, 0.86f},
                  {0.22f, 0.36f, 0.20f}, SquarePattern::Plain,
                  {{0.97f, 0.97f, 0.95f}, {0.34f, 0.34f, 0.33f}, {0.25f, 0.25f, 0.25f}, 25.0f},
                  {{0.07f, 0.07f, 0.08f}, {0.03f, 0.03f, 0.035f}, {0.35f, 0.35f, 0.35f}, 30.0f}),
        makeTheme("marble", {0.90f, 0.89f, 0.86f}, {0.41f, 0.45f, 0.45f}, {0.62f, 0.63f, 0.62f}, {0.16f, 0.18f, 0.19f},
                  SquarePattern::Marble, {{0.93f, 0.90f, 0.85f}, {0.32f, 0.31f, 0.29f}, {0.55f, 0.55f, 0.55f}, 70.0f},
                  {{0.08f, 0.085f, 0.10f}, {0.03f, 0.032f, 0.036f}, {0.60f, 0.60f, 0.62f}, 110.0f}),
        makeTheme("dark", {0.44f, 0.47f, 0.52f}, {0.21f, 0.23f, 0.27f}, {0.09f, 0.10f, 0.12f}, {0.72f, 0.76f, 0.82f},
                  SquarePattern::Plain, {{0.88f, 0.89f, 0.91f}, {0.30f, 0.30f, 0.32f}, {0.60f, 0.60f, 0.62f}, 80.0f},
                  {{1.00f, 0.58f, 0.30f}, {0.55f, 0.28f, 0.12f}, {0.70f, 0.55f, 0.45f}, 80.0f}),
    };
    return all;
}

// The meshes of a built-in set, built on first use.
std::optional<PieceMeshes> builtinSet(const QString& name)
{
    static QHash<QString, PieceMeshes> cache;
    if (const auto it = cache.constFind(name); it != cache.constEnd())
        return *it;
    MeshData (*make)(PieceType) = nullptr;
    if (name == QLatin1String("staunton"))
        make = pieceMesh;
    else if (name == QLatin1String("modern"))
        make = modernPieceMesh;
    else if (name == QLatin1String("bauhaus"))
        make = bauhausPieceMesh;
    if (!make)
        return std::nullopt;
    PieceMeshes meshes;
    for (int t = 0; t < kPieceTypeCount; ++t)
        meshes[size_t(t)] = make(PieceType(t));
    cache.insert(name, meshes);
    return meshes;
}

// The set's file for one piece: <stem>.obj, else <stem>.stl (any case); "" when neither exists.
QString pieceFile(const QDir& dir, const char* stem)
{
    const QStringList found = dir.entryList(
        {QStringLiteral("%1.obj").arg(QLatin1String(stem)), QStringLiteral("%1.stl").arg(QLatin1String(stem))},
        QDir::Files | QDir::Readable, QDir::Name);
    return found.isEmpty() ? QString() : dir.filePath(found.first());
}

// The six files of a custom set (PieceType order); nothing, with the reason, when one is missing.
std::optional<QStringList> customSetFiles(const QString& folder, QString* error)
{
    const QDir dir(folder);
    if (!dir.exists()) {
        *error = BoardStyle::tr("The piece set folder %1 does not exist.").arg(folder);
        return std::nullopt;
    }
    QStringList files;
    for (int t = 0; t < kPieceTypeCount; ++t) {
        files << pieceFile(dir, kPieceFiles[t]);
        if (files.last().isEmpty()) {
            *error = BoardStyle::tr("The piece set folder %1 has no %2.obj or %2.stl.")
                         .arg(folder, QLatin1String(kPieceFiles[t]));
            return std::nullopt;
        }
    }
    return files;
}

// What identifies the files' contents: path, size and modification time of each.
QString stampOf(const QStringList& files)
{
    QString stamp;
    for (const QString& file : files) {
        const QFileInfo info(file);
        stamp += QStringLiteral("%1|%2|%3;").arg(file).arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch());
    }
    return stamp;
}

// Reads and fits the six files of a custom set; a set read before whose files are unchanged is
// not read again (switching back and forth, and the previews, cost no parsing).
std::optional<PieceMeshes> customSet(const QString& folder, QString* error)
{
    const std::optional<QStringList> files = customSetFiles(folder, error);
    if (!files)
        return std::nullopt;
    static QHash<QString, std::pair<QString, PieceMeshes>> cache; // folder -> (stamp, meshes)
    const QString stamp = stampOf(*files);
    if (const auto it = cache.constFind(folder); it != cache.constEnd() && it->first == stamp)
        return it->second;
    PieceMeshes meshes;
    std::vector<const MeshData*> all;
    for (int t = 0; t < kPieceTypeCount; ++t) {
        std::optional<MeshData> mesh = readMeshFile(files->at(t), error);
        if (!mesh)
            return std::nullopt;
        meshes[size_t(t)] = std::move(*mesh);
        all.push_back(&meshes[size_t(t)]);
    }
    // One up axis for the whole set (DESIGN.md: custom piece sets), so no piece lies apart.
    const int up = upAxisOf(all, conventionalUpAxis(files->at(int(PieceType::King))));
    const bool flip = upsideDown(all, up);
    for (int t = 0; t < kPieceTypeCount; ++t) {
        turnUpright(meshes[size_t(t)], up, flip);
        fitToSquare(meshes[size_t(t)], PieceType(t));
    }
    if (cache.size() >= 8) // a few folders at most; a person has only a few sets
        cache.clear();
    cache.insert(folder, {stamp, meshes});
    return meshes;
}

} // namespace

// The built-in sets, the default first.
QStringList pieceSetNames()
{
    return {QStringLiteral("staunton"), QStringLiteral("modern"), QStringLiteral("bauhaus")};
}

// The theme names in catalogue order.
QStringList themeNames()
{
    QStringList names;
    for (const BoardTheme& t : themes())
        names << t.name;
    return names;
}

// The original lathe-turned set.
QString defaultPieceSet() { return pieceSetNames().first(); }

// The original walnut board.
QString defaultTheme() { return themeNames().first(); }

// Linear search over four themes.
std::optional<BoardTheme> findTheme(const QString& name)
{
    for (const BoardTheme& t : themes())
        if (t.name == name)
            return t;
    return std::nullopt;
}

// Built-in names are plain words; anything with a path separator (or an existing folder) is a folder.
bool isCustomPieceSet(const QString& name)
{
    return !pieceSetNames().contains(name)
        && (name.contains(QLatin1Char('/')) || name.contains(QDir::separator()) || QFileInfo(name).isDir());
}

// A built-in set by name, else a folder.
std::optional<PieceMeshes> loadPieceSet(const QString& name, QString* error)
{
    if (isCustomPieceSet(name))
        return customSet(name, error);
    std::optional<PieceMeshes> meshes = builtinSet(name);
    if (!meshes)
        *error = unknownPieceSetMessage(name);
    return meshes;
}

// Translated titles of the built-in sets; a folder's own name for a custom one.
QString pieceSetTitle(const QString& name)
{
    if (name == QLatin1String("staunton"))
        return BoardStyle::tr("Staunton");
    if (name == QLatin1String("modern"))
        return BoardStyle::tr("Modern");
    if (name == QLatin1String("bauhaus"))
        return BoardStyle::tr("Bauhaus");
    return QFileInfo(name).fileName();
}

// Translated titles of the themes.
QString themeTitle(const QString& name)
{
    if (name == QLatin1String("walnut"))
        return BoardStyle::tr("Walnut and maple");
    if (name == QLatin1String("tournament"))
        return BoardStyle::tr("Tournament green");
    if (name == QLatin1String("marble"))
        return BoardStyle::tr("Marble");
    if (name == QLatin1String("dark"))
        return BoardStyle::tr("Dark slate");
    return name;
}

// Names the valid choices so the person can correct the argument.
QString unknownPieceSetMessage(const QString& name)
{
    return BoardStyle::tr("Unknown piece set “%1”; the piece sets are: %2 (or a folder with king.obj … pawn.obj).")
        .arg(name, pieceSetNames().join(QLatin1String(", ")));
}

// Names the valid themes.
QString unknownThemeMessage(const QString& name)
{
    return BoardStyle::tr("Unknown theme “%1”; the themes are: %2.").arg(name, themeNames().join(QLatin1String(", ")));
}

} // namespace kibitz::board3d
