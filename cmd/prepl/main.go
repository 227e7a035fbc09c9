// Command prepl is the Puppet REPL and script runner.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"prepl/lang"
	"prepl/repl"
)

func main() {
	code := flag.String("e", "", "evaluate `CODE` as a program")
	lenient := flag.Bool("lenient-variables", false, "unknown variables are undef with a warning instead of an error")
	flag.Parse()
	opts := lang.Options{LenientVariables: *lenient}
	if *code == "" && flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: prepl [-e CODE] [FILE.pp ...]")
		os.Exit(2)
	}
	os.Exit(repl.RunScript(context.Background(), os.Stdout, os.Stderr, opts, flag.Args(), *code))
}
