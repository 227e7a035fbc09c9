package eval

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// CheckReadable fails when safe mode forbids reading path: a safe session
// reads only files under its working directory, its environment's
// directories (the environment directory and the module path) and its
// trusted directories, judged
// after symbolic links are resolved. Outside safe mode every path may be
// read.
func (e *Evaluator) CheckReadable(path string) error {
	if !e.opts.Safe {
		return nil
	}
	for _, root := range e.readableRoots() {
		if Within(root, path) {
			return nil
		}
	}
	return fmt.Errorf("Reading %s is not allowed in safe mode: only files under the working directory and the environment's directories can be read", path)
}

// CheckReadable is Evaluator.CheckReadable for a function, located at the
// call.
func (c *Call) CheckReadable(path string) error {
	if err := c.e.CheckReadable(path); err != nil {
		return c.ErrorAt("%s", err)
	}
	return nil
}

// readableRoots are the directories a safe session may read under.
func (e *Evaluator) readableRoots() []string {
	wd := e.opts.WorkDir
	if wd == "" {
		wd, _ = os.Getwd()
	}
	roots := append([]string{wd}, e.opts.Trusted...)
	if env := e.opts.Environment; env != nil {
		if env.Dir != "" {
			roots = append(roots, env.Dir)
		}
		roots = append(roots, env.ModulePath...)
	}
	return roots
}

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
