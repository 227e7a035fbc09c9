package testenv

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// build compiles the command pkg (an import path, or "." for the package
// under test) to the file out.
func build(pkg, out string) error {
	cmd := exec.Command("go", "build", "-o", out, pkg)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s: %v\n%s", pkg, err, msg)
	}
	return nil
}

// Build compiles the command pkg into a directory of the test's own and
// returns the binary's path with its symbolic links resolved, the path
// its processes show in /proc (see ProcessesOf).
func Build(t testing.TB, pkg string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), filepath.Base(pkg))
	require.NoError(t, build(pkg, out))
	real, err := filepath.EvalSymlinks(out)
	require.NoError(t, err)
	return real
}

// MainWithBinary is the TestMain of a package whose tests run the command
// it builds: it builds the package under test once, as name, into a
// temporary directory, sets *binary to it, runs the tests and removes the
// directory; it returns the exit code. Under -short it runs no test,
// saying so: starting real binaries is what -short leaves out.
func MainWithBinary(m *testing.M, name string, binary *string) int {
	flag.Parse()
	if testing.Short() {
		fmt.Println("skipped under -short: end-to-end tests of the binary")
		return 0
	}
	dir, err := os.MkdirTemp("", name+"-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	*binary = filepath.Join(dir, name)
	if err := build(".", *binary); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return m.Run()
}
