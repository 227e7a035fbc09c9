// Package confine judges where a path really is, with its symbolic links
// resolved, so that safe mode, trusted directories and Hiera's data
// directories confine the files they read.
package confine

import (
	"path/filepath"
	"strings"
)

// RealPath is path made absolute with its symbolic links resolved; of a
// path that does not exist, those of its nearest existing ancestor (a
// missing file in a directory reached through a symlink is judged where
// the directory really is).
func RealPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	rest := ""
	for dir := abs; ; {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(real, rest)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return abs
		}
		rest = filepath.Join(filepath.Base(dir), rest)
		dir = parent
	}
}

// Within reports whether path is dir or under it once both are absolute
// and their symbolic links resolved, as safe mode checks the files it
// reads.
func Within(dir, path string) bool {
	if dir == "" {
		return false
	}
	rel, err := filepath.Rel(RealPath(dir), RealPath(path))
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}
