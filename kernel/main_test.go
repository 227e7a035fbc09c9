package kernel

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"testing"
)

// fakeKernelEnv makes the test binary a kernel serving the fake session,
// so kernelspecs can launch it the way Jupyter launches a real kernel.
const fakeKernelEnv = "PREPL_FAKE_KERNEL"

func TestMain(m *testing.M) {
	if os.Getenv(fakeKernelEnv) == "1" {
		os.Exit(serveFake(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// serveFake serves the fake session on the connection file given by -f.
func serveFake(args []string) int {
	fs := flag.NewFlagSet("fake-kernel", flag.ContinueOnError)
	file := fs.String("f", "", "connection file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	ci, err := ReadConnectionFile(*file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	k, err := New(Config{Connection: ci, Session: newFakeSession()})
	if err == nil {
		err = k.Listen()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt)
	go func() {
		for range sigs {
			k.Interrupt()
		}
	}()
	if _, err := k.Serve(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}
