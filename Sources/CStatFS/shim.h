// `fstatfs` and `struct statfs` (the file system type of an open file), which Swift's Glibc
// module does not export. Linux only: other systems have no /proc or /sys to keep out of.
#ifdef __linux__
#include <sys/vfs.h>
#endif
