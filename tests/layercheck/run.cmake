# tst_layercheck: the layer rules (cmake/layerrules.cmake) on a small project, one case a
# configuration: each broken rule must stop it with its message, the sound project must pass.
#   cmake -DRULES=<layerrules.cmake> -DWORK=<scratch dir> -P run.cmake
set(good_table "| Layer | CMake targets | May use |\n|---|---|---|\n| `a/` | `upper` | — |\n| `b/` | `lower` | `upper` |\n")

# Copies the fixture to WORK/NAME/src with lower/lower.cpp and DESIGN.md written as given.
function(copy_fixture name lower table)
    set(dir "${WORK}/${name}")
    file(REMOVE_RECURSE "${dir}")
    file(COPY "${CMAKE_CURRENT_LIST_DIR}/" DESTINATION "${dir}/src" PATTERN run.cmake EXCLUDE)
    file(WRITE "${dir}/src/lower/lower.cpp" "${lower}")
    file(WRITE "${dir}/src/DESIGN.md" "# Design\n\n${table}\nText.\n")
endfunction()

# Configures WORK/NAME/src with the -D options after EXPECTED; EXPECTED empty: the configuration
# must succeed, else fail with a message matching it (failures are gathered in a global property).
function(expect_configuration name expected)
    execute_process(COMMAND ${CMAKE_COMMAND} -S "${WORK}/${name}/src" -B "${WORK}/${name}/build"
                            -DKIBITZ_RULES=${RULES} ${ARGN}
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    string(REGEX REPLACE "[ \n]+" " " text "${out}${err}")
    if(expected STREQUAL "")
        if(NOT status EQUAL 0)
            set_property(GLOBAL APPEND_STRING PROPERTY failures "\n${name}: expected success, got: ${text}")
        endif()
    elseif(status EQUAL 0 OR NOT text MATCHES "${expected}")
        set_property(GLOBAL APPEND_STRING PROPERTY failures
                     "\n${name}: expected failure '${expected}', got status ${status}: ${text}")
    endif()
    set_property(GLOBAL APPEND PROPERTY cases ${name})
endfunction()

# layer_case NAME INCLUDE LINKED TABLE EXPECTED [CODE] (EXPECTED empty: the configuration must
# succeed; CODE: more lines of lower/lower.cpp)
function(layer_case name include linked table expected)
    copy_fixture(${name} "#include \"${include}\"\n${ARGN}\n" "${table}")
    expect_configuration(${name} "${expected}" -DLINKED=${linked})
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

# The model's folders (kibitz_check_model_folders): parts/<name>/ holds kibitz_<name> alone.
# folder_case NAME EXPECTED FOLDER=CMAKELISTS... [STRAY]: each FOLDER of parts/ (alpha, beta) with
# its CMakeLists.txt; FOLDERS.cmake adds them and names the targets they define (FOLDER_PARTS),
# STRAY leaves a source directly in parts/.
function(folder_case name expected)
    copy_fixture(${name} "#include \"upper/shared.h\"\n" "${good_table}")
    set(src "${WORK}/${name}/src")
    file(WRITE "${src}/parts/alpha/alpha.cpp" "int alpha;\n")
    file(WRITE "${src}/parts/beta/beta.cpp" "int beta;\n")
    set(folders "")
    set(targets "")
    foreach(part ${ARGN})
        if(part STREQUAL "STRAY")
            file(WRITE "${src}/parts/stray.cpp" "int stray;\n")
            continue()
        endif()
        string(REGEX MATCH "^([a-z]+)=(.*)$" _ "${part}")
        file(WRITE "${src}/parts/${CMAKE_MATCH_1}/CMakeLists.txt" "${CMAKE_MATCH_2}\n")
        string(APPEND folders "add_subdirectory(parts/${CMAKE_MATCH_1})\n")
        string(REGEX MATCH "add_library\\(([a-z_]+)" _ "${CMAKE_MATCH_2}")
        list(APPEND targets ${CMAKE_MATCH_1})
    endforeach()
    file(WRITE "${src}/FOLDERS.cmake" "${folders}set(FOLDER_PARTS ${targets})\n")
    expect_configuration(${name} "${expected}" -DLINKED=ON -DFOLDERS=ON)
endfunction()
set(alpha "alpha=add_library(kibitz_alpha STATIC alpha.cpp)")
folder_case(foldersgood "" "${alpha}" "beta=add_library(kibitz_beta STATIC beta.cpp)")
folder_case(foldername "kibitz_gamma is defined in [^ ]*/parts/beta, not in [^ ]*/parts/kibitz_gamma"
            "${alpha}" "beta=add_library(kibitz_gamma STATIC beta.cpp)")
folder_case(foldersource "kibitz_alpha lists [^ ]*/parts/beta/beta.cpp, outside its folder"
            "alpha=add_library(kibitz_alpha STATIC alpha.cpp ../beta/beta.cpp)")
folder_case(folderstray "parts/stray.cpp lies directly in model/, in no part's folder"
            "${alpha}" "beta=add_library(kibitz_beta STATIC beta.cpp)" STRAY)

get_property(failures GLOBAL PROPERTY failures)
get_property(cases GLOBAL PROPERTY cases)
list(LENGTH cases count)
if(failures)
    message(FATAL_ERROR "tst_layercheck:${failures}")
endif()
message(STATUS "tst_layercheck: ${count} cases as expected")
