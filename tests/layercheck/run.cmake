# tst_layercheck: the layer rules (cmake/layerrules.cmake) on a small project, one case a
# configuration: each broken rule must stop it with its message, the sound project must pass.
#   cmake -DRULES=<layerrules.cmake> -DWORK=<scratch dir> -P run.cmake
set(good_table "| Layer | CMake targets | May use |\n|---|---|---|\n| `a/` | `upper` | — |\n| `b/` | `lower` | `upper` |\n")
set(failures)

# case NAME INCLUDE LINKED TABLE EXPECTED [CODE] (EXPECTED empty: the configuration must succeed;
# CODE: more lines of lower/lower.cpp)
function(layer_case name include linked table expected)
    set(dir "${WORK}/${name}")
    file(REMOVE_RECURSE "${dir}")
    file(COPY "${CMAKE_CURRENT_LIST_DIR}/" DESTINATION "${dir}/src" PATTERN run.cmake EXCLUDE)
    file(WRITE "${dir}/src/lower/lower.cpp" "#include \"${include}\"\n${ARGN}\n")
    file(WRITE "${dir}/src/DESIGN.md" "# Design\n\n${table}\nText.\n")
    execute_process(COMMAND ${CMAKE_COMMAND} -S "${dir}/src" -B "${dir}/build"
                            -DKIBITZ_RULES=${RULES} -DLINKED=${linked}
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    string(REGEX REPLACE "[ \n]+" " " text "${out}${err}")
    if(expected STREQUAL "")
        if(NOT status EQUAL 0)
            set(failures "${failures}\n${name}: expected success, got: ${text}" PARENT_SCOPE)
        endif()
    elseif(status EQUAL 0 OR NOT text MATCHES "${expected}")
        set(failures "${failures}\n${name}: expected failure '${expected}', got status ${status}: ${text}"
            PARENT_SCOPE)
    endif()
endfunction()

layer_case(linked upper/shared.h ON "${good_table}" "")
layer_case(headeronly upper/shared.h OFF "${good_table}"
           "lower/lower.cpp \\(lower\\) includes upper/shared.h of upper, which lower does not link")
layer_case(besidecpp upper/upper.h OFF "${good_table}" "includes upper/upper.h of upper, which lower does not link")
layer_case(unlisted upper/extra.h ON "${good_table}" "includes upper/extra.h, which no target lists")
string(REPLACE "| `b/` | `lower` | `upper` |\n" "" short_table "${good_table}")
layer_case(undocumented upper/shared.h ON "${short_table}" "not in the table: 'lower'")
layer_case(unknown upper/shared.h ON "${good_table}| `c/` | `gone` | — |\n" "in the table but not built: 'gone'")
layer_case(settingsgiven upper/shared.h ON "${good_table}" "" [[
class QSettings;
const QSettings* given(QSettings* settings, const QSettings& other);
// QSettings settings;]])
layer_case(settingsmade upper/shared.h ON "${good_table}"
           "lower/lower.cpp \\(lower\\) makes its own QSettings: void f\\(\\) { QSettings settings"
           [[void f() { QSettings settings; }]])
layer_case(settingstemporary upper/shared.h ON "${good_table}" "makes its own QSettings: int n = QSettings\\(\\)"
           [[int n = QSettings().value(0).toInt();]])
layer_case(threadmentioned upper/shared.h ON "${good_table}" "" [[
// Work goes through BackgroundJob, never a std::thread of its own.
void nap() { std::this_thread::yield(); }]])
layer_case(threadstarted upper/shared.h ON "${good_table}"
           "lower/lower.cpp \\(lower\\) starts a thread of its own: void f\\(\\) { std::thread t"
           [[void f() { std::thread t([] {}); t.join(); }]])
layer_case(threadasync upper/shared.h ON "${good_table}" "starts a thread of its own: auto r = std::async"
           [[auto r = std::async([] { return 1; });]])
layer_case(qthreadstarted upper/shared.h ON "${good_table}" "starts a thread of its own: auto\\* t = QThread::create"
           [[auto* t = QThread::create([] {});]])

if(failures)
    message(FATAL_ERROR "tst_layercheck:${failures}")
endif()
message(STATUS "tst_layercheck: 13 cases as expected")
