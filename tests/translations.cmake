# Translations (issue 5), included from tests/CMakeLists.txt.
#   tst_translations  every tr() string translated in de/fr/es/ru (lupdate on a copy of each .ts),
#                     placeholders and mnemonics kept, the compiled .qm files translate every
#                     message, --lang switches the window (offscreen)
if(NOT TARGET kibitz_gui)
    return()
endif()

find_package(Qt6 REQUIRED COMPONENTS LinguistTools)
kibitz_add_test(tst_translations
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_translations.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    TIMEOUT 180
    QT_APP widgets)
target_compile_definitions(tst_translations PRIVATE
    KIBITZ_LUPDATE="$<TARGET_FILE:Qt6::lupdate>"
    KIBITZ_TR_SOURCES="${CMAKE_BINARY_DIR}/kibitz_tr_sources.lst")
