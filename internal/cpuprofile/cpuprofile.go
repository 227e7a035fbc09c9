//go:build cpuprofile

package cpuprofile

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// sampleRate is how many samples a second the profile takes: more than
// pprof's own 100, so that the workload's short runs give enough of them,
// and no more than the kernel's timer tick on common Linux
// configurations, which bounds what is taken. pprof then warns on stderr
// that it cannot set its rate.
const sampleRate = 250

// Start starts profiling when $PREPL_CPUPROFILE names a file, and returns
// what writes the profile there; the command calls it before it exits.
// A file that cannot be written ends the process with status 2.
func Start() (stop func()) {
	path := os.Getenv(EnvVar)
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		runtime.SetCPUProfileRate(sampleRate)
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: %s: %s\n", EnvVar, err)
		os.Exit(2)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(os.Stderr, "Error: %s: %s\n", EnvVar, err)
		}
	}
}
