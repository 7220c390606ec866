# Applies FAULTLINE_SANITIZERS (e.g. "address;undefined") to the whole build.
if(FAULTLINE_SANITIZERS)
    list(JOIN FAULTLINE_SANITIZERS "," _faultline_san)
    add_compile_options(-fsanitize=${_faultline_san} -fno-omit-frame-pointer -fno-sanitize-recover=all)
    add_link_options(-fsanitize=${_faultline_san})
endif()
