# Translations (issue 5), included from app/gui.cmake once kibitz_gui exists.
#   translations/kibitz_<lang>.ts  the sources, one per language, edited with Qt Linguist
#   :/i18n/kibitz_<lang>.qm        compiled by lrelease into kibitz_gui's resources
#   update_translations            re-runs lupdate over app/, view/ and model/ (of model/core only its message table)
# tests/translations/CMakeLists.txt checks that every string is translated (tst_translations).
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
# ... but for its one table of messages, marked with QT_TRANSLATE_NOOP (core/messages.h).
list(APPEND KIBITZ_TR_SOURCES ${PROJECT_SOURCE_DIR}/model/core/messages.cpp)
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

# English is the source language: kibitz_en.ts holds only the plural forms ("1 game", "2 games"),
# kept by lupdate -pluralonly as part of update_translations, compiled into :/i18n/kibitz_en.qm and
# loaded whenever no other translation is (tst_translations checks it is complete).
set(KIBITZ_EN_TS ${CMAKE_CURRENT_LIST_DIR}/kibitz_en.ts)
set(kibitz_en_qm ${CMAKE_CURRENT_BINARY_DIR}/i18n/kibitz_en.qm)
add_custom_command(OUTPUT ${kibitz_en_qm}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/i18n
    COMMAND Qt6::lrelease -silent ${KIBITZ_EN_TS} -qm ${kibitz_en_qm}
    DEPENDS ${KIBITZ_EN_TS}
    VERBATIM)
qt_add_resources(kibitz_gui "kibitz_en_plurals" PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}/i18n FILES ${kibitz_en_qm})
add_custom_target(update_translations_en
    COMMAND Qt6::lupdate -pluralonly -locations none -no-ui-lines @${CMAKE_BINARY_DIR}/kibitz_tr_sources.lst
            -target-language en -ts ${KIBITZ_EN_TS}
    VERBATIM)
if(TARGET update_translations)
    add_dependencies(update_translations update_translations_en)
endif()
