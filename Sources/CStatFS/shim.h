// `fstatfs` and `struct statfs` (the file system type of an open file), which Swift's Glibc
// module does not export. Linux only: other systems have no /proc or /sys to keep out of.
#ifdef __linux__
#include <sys/vfs.h>

// The name of the Linux pseudo file system (kernel and process state rather than files) an open
// descriptor is on, or NULL for an ordinary one, by the `statfs` magic numbers (`f_type`) of the
// Linux kernel's include/uapi/linux/magic.h. Their files look regular but can block on read or
// never end (and `/proc` files report a size of 0), and `/proc` holds links to every process's
// root folder. Shared by the localization readers and the font loader, so both say the same.
static inline const char *tf_pseudo_file_system(int descriptor) {
  struct statfs info;
  if (fstatfs(descriptor, &info) != 0) return 0;
  switch ((unsigned int)info.f_type) {
  case 0x9fa0u: return "proc";
  case 0x62656572u: return "sysfs";
  case 0x1cd1u: return "devpts";
  case 0x64626720u: return "debugfs";
  case 0x74726163u: return "tracefs";
  case 0x73636673u: return "securityfs";
  case 0x0027e0ebu: return "cgroup";
  case 0x63677270u: return "cgroup2";
  case 0xcafe4a11u: return "bpf";
  case 0x6165676cu: return "pstore";
  case 0x62656570u: return "configfs";
  case 0x65735543u: return "fusectl";
  case 0x42494e4du: return "binfmt_misc";
  case 0x19800202u: return "mqueue";
  case 0xde5e81e4u: return "efivarfs";
  case 0xf97cff8cu: return "selinuxfs";
  case 0x6e736673u: return "nsfs";
  default: return 0;
  }
}
#endif
