//go:build cpuprofile

// A build with the cpuprofile tag writes a CPU profile of the whole run to
// the file $PREPL_CPUPROFILE names. scripts/record-pgo.sh builds prepl so
// to record the profile (default.pgo) that Go's profile-guided
// optimization compiles the release binary with; the release build has
// neither the profiler nor the variable.

package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// cpuProfileEnv names the file the profile is written to.
const cpuProfileEnv = "PREPL_CPUPROFILE"

// sampleRate is how many samples a second the profile takes: ten times
// pprof's own rate, so that the workload's short runs give enough of
// them. pprof then warns on stderr that it cannot set its rate, and its
// profile's period still says 10ms: its times read ten times too long,
// which changes nothing for the optimization, which weighs the samples
// against each other.
const sampleRate = 250

func init() {
	path := os.Getenv(cpuProfileEnv)
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err == nil {
		runtime.SetCPUProfileRate(sampleRate)
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: %s: %s\n", cpuProfileEnv, err)
		os.Exit(2)
	}
	beforeExit = func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(os.Stderr, "Error: %s: %s\n", cpuProfileEnv, err)
		}
	}
}
