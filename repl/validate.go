package repl

import (
	"io"
	"os"

	"prepl/lang"
)

// Validate checks the syntax of manifests and EPP templates without
// evaluating them, as `puppet parser validate` and `puppet epp validate`
// do: directories (modules, environments) are searched for *.pp and *.epp
// files.
// Valid files print nothing; each invalid one prints "Error: message
// (file: F, line: L, column: C)" to stderr. It returns 0 when every file
// is valid, else 1.
func Validate(stderr io.Writer, color bool, paths []string) int {
	p := &printer{err: stderr, color: color}
	status := 0
	check := func(path string) {
		data, err := os.ReadFile(path)
		if err != nil {
			p.failure("Could not read " + path + ": " + err.Error())
			status = 1
			return
		}
		for _, e := range lang.CheckSyntax(path, string(data)) {
			p.failure(e.Error())
			status = 1
		}
	}
	for _, root := range paths {
		info, err := os.Stat(root)
		if err != nil || !info.IsDir() {
			check(root)
			continue
		}
		files, err := lang.SourceFiles(root)
		for _, f := range files {
			check(f)
		}
		if err != nil {
			p.failure("Could not read " + root + ": " + err.Error())
			status = 1
		}
	}
	return status
}
