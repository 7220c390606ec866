# Debian packages from the install components (included by packaging/CMakeLists.txt, whose
# variables it uses): faultline, the application (component app), and faultline-probe, the
# capture helper (component probe). In a configured and built tree:
#   cpack --config BUILD/CPackConfig.cmake -B OUTDIR
# scripts/check-packages.sh does that and checks what comes out (CI's packaging stage).
set(_components "")
if(FAULTLINE_BUILD_APP)
    list(APPEND _components app)
endif()
if(TARGET faultline-probe)
    list(APPEND _components probe)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME faultline)
set(CPACK_PACKAGE_VENDOR "The Faultline authors")
set(CPACK_PACKAGE_CONTACT "${FAULTLINE_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${FAULTLINE_HOMEPAGE}")
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_COMPONENTS_ALL ${_components})
set(CPACK_DEB_COMPONENT_INSTALL ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${FAULTLINE_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

set(CPACK_DEBIAN_APP_PACKAGE_NAME faultline)
set(CPACK_DEBIAN_APP_PACKAGE_SECTION devel)
# The SQL console's Qt driver is a plugin, which dpkg-shlibdeps cannot see.
set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_APP_PACKAGE_SUGGESTS "faultline-probe, pkexec")
set(CPACK_DEBIAN_APP_DESCRIPTION
    "investigation workbench for GPU memory and stall incidents
Faultline opens a capture recorded on a GPU node (a Faultline or Ingero
trace database) or a PyTorch memory snapshot, and shows why a PyTorch/CUDA
job ran out of memory or stalled: per-op latency statistics, a timeline of
every thread, causal chains with their evidence and Python source lines,
the GPU memory over time and a SQL console.

Live capture needs the faultline-probe package on the traced machine.")

set(CPACK_DEBIAN_PROBE_PACKAGE_NAME faultline-probe)
set(CPACK_DEBIAN_PROBE_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PROBE_PACKAGE_SUGGESTS "pkexec, sudo")
set(CPACK_DEBIAN_PROBE_DESCRIPTION
    "eBPF capture helper for Faultline
faultline-probe traces the CUDA runtime and driver calls of running
processes with eBPF uprobes, with their native and Python stacks, plus
the scheduling of every thread, forks, exits, page allocations and OOM
kills, and writes a capture that Faultline opens. It records on its own or
streams to the Faultline application over SSH or a pipe.

It runs as root: the package installs a polkit action so that the
application can start it through pkexec, and documents a sudoers rule for
remote capture.")

include(CPack)
