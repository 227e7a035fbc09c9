// Package cpuprofile writes a CPU profile of a whole run of prepl or the
// Jupyter kernel to the file $PREPL_CPUPROFILE names, in a build with the
// cpuprofile tag: scripts/record-pgo.sh builds both so to record the
// profiles (default.pgo) that Go's profile-guided optimization compiles
// the release binaries with. In a build without the tag Start does
// nothing, and neither the profiler nor the variable is part of it.
package cpuprofile

// EnvVar names the file a cpuprofile build writes its profile to.
const EnvVar = "PREPL_CPUPROFILE"
