//go:build !unix

package facts

// diskSpace is unknown where there is no statfs: the gatherer reads
// /proc/mounts, which only Unix systems have.
func diskSpace(string) (size, avail, used int64, ok bool) { return 0, 0, 0, false }
