# Compiles through ccache when it is installed (scripts/install-deps.sh installs it), with its cache
# in one folder outside any checkout: a session's build trees, CI's clean clone and the fresh-install
# chroot (which binds the folder in) on the same machine all reuse what another compiled. Paths are
# taken relative to the source tree (CCACHE_BASEDIR) and the compiler by its content, so that a clone
# elsewhere, or a compiler installed at another time, still hits. FAULTLINE_CCACHE=OFF turns it off;
# a launcher given on the command line (CMAKE_CXX_COMPILER_LAUNCHER) wins.
option(FAULTLINE_CCACHE "Compile through ccache when it is installed" ON)
set(FAULTLINE_CCACHE_DIR "/var/cache/faultline/ccache" CACHE PATH
    "ccache's folder, shared by every clone on the machine (ccache's own default when not writable)")
set(FAULTLINE_CCACHE_SIZE "12G" CACHE STRING "ccache's size limit")

if(FAULTLINE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(FAULTLINE_CCACHE_PROGRAM ccache)
    if(FAULTLINE_CCACHE_PROGRAM)
        set(_faultline_ccache_env
            CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}
            CCACHE_NOHASHDIR=true
            CCACHE_COMPILERCHECK=content
            CCACHE_MAXSIZE=${FAULTLINE_CCACHE_SIZE})
        execute_process(COMMAND ${CMAKE_COMMAND} -E make_directory "${FAULTLINE_CCACHE_DIR}"
                        RESULT_VARIABLE _faultline_ccache_mkdir OUTPUT_QUIET ERROR_QUIET)
        execute_process(COMMAND ${CMAKE_COMMAND} -E touch "${FAULTLINE_CCACHE_DIR}/.writable"
                        RESULT_VARIABLE _faultline_ccache_touch OUTPUT_QUIET ERROR_QUIET)
        if(_faultline_ccache_mkdir EQUAL 0 AND _faultline_ccache_touch EQUAL 0)
            list(APPEND _faultline_ccache_env CCACHE_DIR=${FAULTLINE_CCACHE_DIR})
            message(STATUS "Compiling through ccache, cache in ${FAULTLINE_CCACHE_DIR}")
        else()
            message(STATUS "Compiling through ccache, in its default folder (${FAULTLINE_CCACHE_DIR} is not writable)")
        endif()
        set(_faultline_launcher ${CMAKE_COMMAND} -E env ${_faultline_ccache_env} ${FAULTLINE_CCACHE_PROGRAM})
        set(CMAKE_C_COMPILER_LAUNCHER ${_faultline_launcher})
        set(CMAKE_CXX_COMPILER_LAUNCHER ${_faultline_launcher})
    else()
        message(STATUS "ccache not found: compiling without a cache (scripts/install-deps.sh installs it)")
    endif()
endif()
