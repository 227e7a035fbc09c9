// Command build writes the notebooks of lessons from their sources:
// for each notebooks/src/NAME.lesson, NAME.ipynb (the learner's) and
// NAME.solutions.ipynb into the output directory, without outputs;
// notebooks/refresh.sh runs it and then executes them.
//
// Usage: go run ./notebooks/lesson/build -o DIR SOURCE.lesson ...
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"prepl/notebooks/lesson"
)

func main() {
	out := flag.String("o", ".", "the directory the notebooks are written to")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: build -o DIR SOURCE.lesson ...")
		os.Exit(2)
	}
	for _, src := range flag.Args() {
		if err := build(src, *out); err != nil {
			fmt.Fprintln(os.Stderr, "build:", err)
			os.Exit(1)
		}
	}
}

// build writes the two notebooks of one source.
func build(src, dir string) error {
	text, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	l, err := lesson.Parse(src, string(text))
	if err != nil {
		return err
	}
	learner, solutions := lesson.Files(filepath.Base(src))
	if err := os.WriteFile(filepath.Join(dir, learner), l.Notebook(false), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, solutions), l.Notebook(true), 0o644)
}
