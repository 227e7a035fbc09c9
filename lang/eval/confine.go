package eval

import (
	"fmt"
	"os"
	"prepl/internal/confine"
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
		if confine.Within(root, path) {
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
