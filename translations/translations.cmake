# Translations (issue 5), included from app/gui.cmake once kibitz_gui exists.
#   translations/kibitz_<lang>.ts  the sources, one per language, edited with Qt Linguist
#   :/i18n/kibitz_<lang>.qm        compiled by lrelease into kibitz_gui's resources
#   update_translations            re-runs lupdate over app/, view/ and model/ (model/core has no Qt)
# tests/translations.cmake checks that every string is translated (tst_translations).
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)
set(KIBITZ_LANGUAGES de fr es ru)
set(KIBITZ_TS_FILES)
foreach(lang ${KIBITZ_LANGUAGES})
    list(APPEND KIBITZ_TS_FILES ${CMAKE_CURRENT_LIST_DIR}/kibitz_${lang}.ts)
endforeach()

file(GLOB_RECURSE KIBITZ_TR_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.h
    ${PROJECT_SOURCE_DIR}/view/*.cpp ${PROJECT_SOURCE_DIR}/view/*.h
    ${PROJECT_SOURCE_DIR}/model/*.cpp ${PROJECT_SOURCE_DIR}/model/*.h)
list(FILTER KIBITZ_TR_SOURCES EXCLUDE REGEX "/model/core/")
# No line numbers in the .ts files: moving code does not touch the translations.
set(KIBITZ_LUPDATE_OPTIONS -locations none -no-ui-lines)

qt_add_translations(kibitz_gui
    TS_FILES ${KIBITZ_TS_FILES}
    SOURCES ${KIBITZ_TR_SOURCES}
    RESOURCE_PREFIX /i18n
    LUPDATE_OPTIONS ${KIBITZ_LUPDATE_OPTIONS}
    LRELEASE_OPTIONS -silent)

# The same source list for the test, which runs lupdate on copies of the .ts files.
string(REPLACE ";" "\n" kibitz_tr_lines "${KIBITZ_TR_SOURCES}")
file(WRITE ${CMAKE_BINARY_DIR}/kibitz_tr_sources.lst "${kibitz_tr_lines}\n")
unset(kibitz_tr_lines)
