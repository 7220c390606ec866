# Warning flags shared by every Faultline target.
function(faultline_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wold-style-cast -Wnon-virtual-dtor
        -Wno-missing-field-initializers)
    if(FAULTLINE_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# Qt string safety on our own targets.
function(faultline_qt_strict target)
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_USE_QSTRINGBUILDER QT_NO_FOREACH
        QT_NO_CAST_FROM_BYTEARRAY)
endfunction()
