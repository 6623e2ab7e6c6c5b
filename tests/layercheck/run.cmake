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

# The model's folders (kibitz_check_model_folders): parts/<name>/ holds kibitz_<name> alone.
# folder_case NAME ALPHA BETA EXPECTED: ALPHA and BETA are the CMakeLists of parts/alpha and
# parts/beta (BETA empty: no target there).
function(folder_case name alpha beta expected)
    set(dir "${WORK}/${name}")
    file(REMOVE_RECURSE "${dir}")
    file(COPY "${CMAKE_CURRENT_LIST_DIR}/" DESTINATION "${dir}/src" PATTERN run.cmake EXCLUDE)
    file(WRITE "${dir}/src/lower/lower.cpp" "#include \"upper/shared.h\"\n")
    file(WRITE "${dir}/src/DESIGN.md" "# Design\n\n${good_table}\nText.\n")
    file(WRITE "${dir}/src/parts/alpha/alpha.cpp" "int alpha;\n")
    file(WRITE "${dir}/src/parts/beta/beta.cpp" "int beta;\n")
    file(WRITE "${dir}/src/parts/alpha/CMakeLists.txt" "${alpha}\n")
    set(parts "add_subdirectory(parts/alpha)\n")
    if(NOT beta STREQUAL "")
        file(WRITE "${dir}/src/parts/beta/CMakeLists.txt" "${beta}\n")
        string(APPEND parts "add_subdirectory(parts/beta)\n")
    endif()
    if(name STREQUAL "folderstray")
        file(WRITE "${dir}/src/parts/stray.cpp" "int stray;\n")
    endif()
    file(WRITE "${dir}/src/FOLDERS.cmake" "${parts}")
    execute_process(COMMAND ${CMAKE_COMMAND} -S "${dir}/src" -B "${dir}/build"
                            -DKIBITZ_RULES=${RULES} -DLINKED=ON -DFOLDERS=ON
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
set(alpha "add_library(kibitz_alpha STATIC alpha.cpp)")
folder_case(foldersgood "${alpha}" "add_library(kibitz_beta STATIC beta.cpp)" "")
folder_case(foldername "${alpha}" "add_library(kibitz_gamma STATIC beta.cpp)"
            "kibitz_gamma is defined in [^ ]*/parts/beta, not in [^ ]*/parts/kibitz_gamma")
folder_case(foldersource "add_library(kibitz_alpha STATIC alpha.cpp ../beta/beta.cpp)" ""
            "kibitz_alpha lists [^ ]*/parts/beta/beta.cpp, outside its folder")
folder_case(folderstray "${alpha}" "add_library(kibitz_beta STATIC beta.cpp)"
            "parts/stray.cpp lies directly in model/, in no part's folder")

if(failures)
    message(FATAL_ERROR "tst_layercheck:${failures}")
endif()
message(STATUS "tst_layercheck: 13 cases as expected")
