//go:build unix

package facts

import "syscall"

// diskSpace reports the size of the file system mounted at path, the
// space an unprivileged user may still fill, and the space used.
func diskSpace(path string) (size, avail, used int64, ok bool) {
	var st syscall.Statfs_t
	if syscall.Statfs(path, &st) != nil {
		return 0, 0, 0, false
	}
	bs := int64(st.Bsize)
	return int64(st.Blocks) * bs, int64(st.Bavail) * bs, (int64(st.Blocks) - int64(st.Bfree)) * bs, true
}
