package facts

import (
	"bufio"
	"fmt"
	"math"
	"net"
	"os"
	"os/user"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"prepl/types"
)

// Gather reads this machine's facts without Facter: the core facts
// Facter 4 resolves on Linux from /proc, /sys and /etc (os, kernel,
// networking, processors, memory, disks, mountpoints, identity, ...) and
// the legacy facts derived from them. Facts that cannot be read are left
// out rather than guessed.
func Gather() *types.Hash {
	f := map[string]any{}
	host, _ := os.Hostname()
	hostname, domain, _ := strings.Cut(host, ".")
	if domain == "" {
		domain = resolvDomain()
	}
	fqdn := hostname
	if domain != "" {
		fqdn = hostname + "." + domain
	}
	osf := osFacts()
	f["os"] = osf
	f["kernel"] = kernelName()
	if release := strings.TrimSpace(readFile("/proc/sys/kernel/osrelease")); release != "" {
		version, _, _ := strings.Cut(release, "-")
		f["kernelrelease"] = release
		f["kernelversion"] = version
		if parts := strings.SplitN(version, ".", 3); len(parts) >= 2 {
			f["kernelmajversion"] = parts[0] + "." + parts[1]
		}
	}
	f["networking"] = networkingFacts(hostname, domain, fqdn)
	f["processors"] = processorFacts(osf["family"] == "Debian")
	if m := memoryFacts(); m != nil {
		f["memory"] = m
	}
	if d := diskFacts(); len(d) > 0 {
		f["disks"] = d
	}
	if m := mountpointFacts(); len(m) > 0 {
		f["mountpoints"] = m
	}
	if fs := filesystemsFact(); fs != "" {
		f["filesystems"] = fs
	}
	f["fips_enabled"] = strings.TrimSpace(readFile("/proc/sys/crypto/fips_enabled")) == "1"
	f["identity"] = identityFacts()
	if l := loadFacts(); l != nil {
		f["load_averages"] = l
	}
	if u := uptimeFacts(); u != nil {
		f["system_uptime"] = u
	}
	if p, ok := os.LookupEnv("PATH"); ok {
		f["path"] = p
	}
	zone, _ := time.Now().Zone()
	f["timezone"] = zone
	return WithLegacy(fromGo(f).(*types.Hash))
}

// kernelName is the kernel as Facter names it (uname -s).
func kernelName() string {
	if runtime.GOOS == "linux" {
		return "Linux"
	}
	return capitalize(runtime.GOOS)
}

// osFacts describes the operating system from /etc/os-release and the
// distribution's own version file, as Facter 4 does.
func osFacts() map[string]any {
	rel := map[string]string{}
	for _, line := range strings.Split(readFile("/etc/os-release"), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			rel[k] = strings.Trim(v, `"'`)
		}
	}
	id := rel["ID"]
	name, family := capitalize(id), kernelName()
	switch id {
	case "debian", "ubuntu":
		family = "Debian"
	case "rhel":
		name, family = "RedHat", "RedHat"
	case "centos", "fedora", "rocky", "almalinux", "ol":
		family = "RedHat"
		name = map[string]string{"centos": "CentOS", "fedora": "Fedora", "rocky": "Rocky", "almalinux": "AlmaLinux", "ol": "OracleLinux"}[id]
	}
	if family == kernelName() && strings.Contains(rel["ID_LIKE"], "debian") {
		family = "Debian"
	}
	if name == "" {
		name = kernelName()
	}
	full := rel["VERSION_ID"]
	switch id {
	case "debian":
		if v := strings.TrimSpace(readFile("/etc/debian_version")); v != "" && v[0] >= '0' && v[0] <= '9' {
			full = v
		}
	case "rhel", "centos", "rocky", "almalinux":
		if m := strings.Fields(readFile("/etc/redhat-release")); len(m) > 0 {
			for _, w := range m {
				if w != "" && w[0] >= '0' && w[0] <= '9' {
					full = w
					break
				}
			}
		}
	}
	o := map[string]any{
		"architecture": facterArch(runtime.GOARCH, family),
		"family":       family,
		"hardware":     machineHardware(runtime.GOARCH),
		"name":         name,
		"selinux":      selinuxFacts(),
	}
	if full != "" {
		release := versionParts(full, id == "ubuntu")
		o["release"] = release
		codename := rel["VERSION_CODENAME"]
		distro := map[string]any{
			"id":          name,
			"description": rel["PRETTY_NAME"],
			"release":     versionParts(full, id == "ubuntu"),
		}
		if codename != "" {
			distro["codename"] = codename
		}
		o["distro"] = distro
	}
	return o
}

// versionParts splits a release into Facter's full, major and minor
// (Ubuntu's major is the whole "22.04", as Facter has it).
func versionParts(full string, wholeMajor bool) map[string]any {
	parts := strings.Split(full, ".")
	r := map[string]any{"full": full, "major": parts[0]}
	if wholeMajor {
		r["major"] = full
	} else if len(parts) > 1 {
		r["minor"] = parts[1]
	}
	return r
}

// selinuxFacts reports whether SELinux is enabled, and its modes when it
// is.
func selinuxFacts() map[string]any {
	enforce := strings.TrimSpace(readFile("/sys/fs/selinux/enforce"))
	if enforce == "" {
		return map[string]any{"enabled": false}
	}
	s := map[string]any{"enabled": true, "enforced": enforce == "1"}
	mode := "permissive"
	if enforce == "1" {
		mode = "enforcing"
	}
	s["current_mode"] = mode
	if v := strings.TrimSpace(readFile("/sys/fs/selinux/policyvers")); v != "" {
		s["policy_version"] = v
	}
	for _, line := range strings.Split(readFile("/etc/selinux/config"), "\n") {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), "="); ok {
			switch k {
			case "SELINUX":
				s["config_mode"] = v
			case "SELINUXTYPE":
				s["config_policy"] = v
			}
		}
	}
	return s
}

// processorFacts counts processors, cores and sockets and names the
// models, from /proc/cpuinfo.
func processorFacts(debian bool) map[string]any {
	var models []string
	sockets := map[string]bool{}
	cores, siblings, mhz := 0, 0, 0.0
	for _, line := range strings.Split(readFile("/proc/cpuinfo"), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "model name":
			models = append(models, v)
		case "physical id":
			sockets[v] = true
		case "cpu cores":
			cores, _ = strconv.Atoi(v)
		case "siblings":
			siblings, _ = strconv.Atoi(v)
		case "cpu MHz":
			if mhz == 0 {
				mhz, _ = strconv.ParseFloat(v, 64)
			}
		}
	}
	if khz, err := strconv.ParseFloat(strings.TrimSpace(readFile("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")), 64); err == nil {
		mhz = khz / 1000
	}
	hw := machineHardware(runtime.GOARCH)
	isa := hw
	if debian {
		// Debian's uname -p, which Facter asks, does not know the ISA.
		isa = "unknown"
	}
	count := len(models)
	if count == 0 {
		count = runtime.NumCPU()
	}
	p := map[string]any{"count": count, "isa": isa, "models": models}
	if len(sockets) > 0 {
		p["physicalcount"] = len(sockets)
	}
	if cores > 0 {
		p["cores"] = cores
		if siblings > 0 {
			p["threads"] = siblings / cores
		}
	}
	if mhz > 0 {
		p["speed"] = frequency(mhz * 1e6)
	}
	return p
}

// frequency formats a frequency in Hz as Facter does ("2.60 GHz").
func frequency(hz float64) string {
	units := []string{"Hz", "kHz", "MHz", "GHz", "THz"}
	i := 0
	for hz >= 1000 && i < len(units)-1 {
		hz /= 1000
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d Hz", int64(hz))
	}
	return fmt.Sprintf("%.2f %s", hz, units[i])
}

// memoryFacts reads /proc/meminfo: the system's memory and, when there is
// swap, the swap's (nil when it cannot be read).
func memoryFacts() map[string]any {
	kb := map[string]int64{}
	for _, line := range strings.Split(readFile("/proc/meminfo"), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		if n, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64); err == nil {
			kb[k] = n
		}
	}
	total := kb["MemTotal"] * 1024
	if total == 0 {
		return nil
	}
	m := map[string]any{"system": usage(total, kb["MemAvailable"]*1024)}
	if swap := kb["SwapTotal"] * 1024; swap > 0 {
		m["swap"] = usage(swap, kb["SwapFree"]*1024)
	}
	return m
}

// usage is Facter's description of a capacity: total, available and used,
// in bytes and in human form, and the percentage used.
func usage(total, avail int64) map[string]any {
	used := total - avail
	capacity := "100%"
	if total > 0 && used < total {
		capacity = percent(used, total)
	}
	return map[string]any{
		"available": humanBytes(avail), "available_bytes": avail,
		"capacity": capacity,
		"total":    humanBytes(total), "total_bytes": total,
		"used": humanBytes(used), "used_bytes": used,
	}
}

// percent is part of whole as Facter writes a capacity: "13.82%", with
// no decimals for nothing ("0%").
func percent(part, whole int64) string {
	if part == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.2f%%", float64(part)*100/float64(whole))
}

// diskFacts describes the block devices that are disks (those with a
// device behind them: no loop or RAM devices).
func diskFacts() map[string]any {
	entries, _ := os.ReadDir("/sys/block")
	disks := map[string]any{}
	for _, e := range entries {
		dir := filepath.Join("/sys/block", e.Name())
		if _, err := os.Stat(filepath.Join(dir, "device")); err != nil {
			continue
		}
		d := map[string]any{}
		if sectors, err := strconv.ParseInt(strings.TrimSpace(readFile(filepath.Join(dir, "size"))), 10, 64); err == nil {
			d["size_bytes"] = sectors * 512
			d["size"] = humanBytes(sectors * 512)
		}
		switch strings.TrimSpace(readFile(filepath.Join(dir, "queue/rotational"))) {
		case "1":
			d["type"] = "hdd"
		case "0":
			d["type"] = "ssd"
		}
		for _, k := range []string{"vendor", "model", "serial", "wwid"} {
			if v := strings.TrimSpace(readFile(filepath.Join(dir, "device", k))); v != "" {
				d[strings.Replace(k, "wwid", "wwn", 1)] = v
			}
		}
		disks[e.Name()] = d
	}
	return disks
}

// pseudoFilesystems are the kinds of mounts Facter leaves out of the
// mountpoints fact.
var pseudoFilesystems = map[string]bool{
	"proc": true, "sysfs": true, "cgroup": true, "cgroup2": true, "autofs": true, "binfmt_misc": true,
	"configfs": true, "debugfs": true, "mqueue": true, "pstore": true, "rpc_pipefs": true,
	"securityfs": true, "tracefs": true, "fusectl": true, "hugetlbfs": true, "selinuxfs": true,
	"bpf": true, "nsfs": true, "efivarfs": true,
}

// mountpointFacts describes the mounted file systems: device, type,
// options and space.
func mountpointFacts() map[string]any {
	mounts := map[string]any{}
	for _, line := range strings.Split(readFile("/proc/mounts"), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 4 || pseudoFilesystems[fields[2]] {
			continue
		}
		path := unescapeMount(fields[1])
		size, avail, used, ok := diskSpace(path)
		if !ok {
			continue
		}
		// Facter's capacity is the share of the space a user may fill
		// that is used, as df prints it.
		capacity := "100%"
		if avail > 0 {
			capacity = percent(used, used+avail)
		}
		m := map[string]any{
			"size": humanBytes(size), "size_bytes": size,
			"available": humanBytes(avail), "available_bytes": avail,
			"used": humanBytes(used), "used_bytes": used,
			"capacity": capacity,
		}
		m["device"] = unescapeMount(fields[0])
		m["filesystem"] = fields[2]
		m["options"] = strings.Split(fields[3], ",")
		mounts[path] = m
	}
	return mounts
}

// unescapeMount decodes the octal escapes of /proc/mounts (\040 for a
// space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// filesystemsFact lists the block file systems the kernel supports.
func filesystemsFact() string {
	var fs []string
	for _, line := range strings.Split(readFile("/proc/filesystems"), "\n") {
		f := strings.Fields(line)
		if len(f) == 1 && f[0] != "fuseblk" {
			fs = append(fs, f[0])
		}
	}
	sort.Strings(fs)
	return strings.Join(fs, ",")
}

// identityFacts names the user and group the process runs as.
func identityFacts() map[string]any {
	uid, gid := os.Getuid(), os.Getgid()
	id := map[string]any{"uid": uid, "gid": gid, "privileged": uid == 0}
	if u, err := user.LookupId(strconv.Itoa(uid)); err == nil {
		id["user"] = u.Username
	}
	if g, err := user.LookupGroupId(strconv.Itoa(gid)); err == nil {
		id["group"] = g.Name
	}
	return id
}

// loadFacts reads the load averages.
func loadFacts() map[string]any {
	f := strings.Fields(readFile("/proc/loadavg"))
	if len(f) < 3 {
		return nil
	}
	l := map[string]any{}
	for i, k := range []string{"1m", "5m", "15m"} {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return nil
		}
		l[k] = v
	}
	return l
}

// uptimeFacts reads how long the system has been up, as Facter words it.
func uptimeFacts() map[string]any {
	f := strings.Fields(readFile("/proc/uptime"))
	if len(f) == 0 {
		return nil
	}
	secs, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return nil
	}
	s := int64(math.Floor(secs))
	days, hours := s/86400, s/3600
	var text string
	switch {
	case days > 1:
		text = fmt.Sprintf("%d days", days)
	case days == 1:
		text = "1 day"
	default:
		text = fmt.Sprintf("%d:%02d hours", hours, (s%3600)/60)
	}
	return map[string]any{"days": days, "hours": hours, "seconds": s, "uptime": text}
}

// networkingFacts describes the host's names, its interfaces with their
// IPv4 and IPv6 bindings, and the primary interface (that of the default
// route).
func networkingFacts(hostname, domain, fqdn string) map[string]any {
	ifaces, _ := net.Interfaces()
	v6 := inet6Details()
	primary := defaultRouteInterface()
	interfaces := map[string]any{}
	for _, ifc := range ifaces {
		i := map[string]any{"mtu": ifc.MTU}
		if mac := ifc.HardwareAddr.String(); mac != "" {
			i["mac"] = mac
		}
		addrs, _ := ifc.Addrs()
		var b4, b6 []any
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			b := map[string]any{
				"address": ipn.IP.String(),
				"netmask": net.IP(ipn.Mask).String(),
				"network": ipn.IP.Mask(ipn.Mask).String(),
			}
			if ipn.IP.To4() != nil {
				b4 = append(b4, b)
				continue
			}
			if d, ok := v6[ipn.IP.String()]; ok {
				b["scope6"], b["flags"] = d.scope, d.flags
			}
			b6 = append(b6, b)
		}
		if len(b4) > 0 {
			i["bindings"] = b4
			first := b4[0].(map[string]any)
			i["ip"], i["netmask"], i["network"] = first["address"], first["netmask"], first["network"]
		}
		if len(b6) > 0 {
			main := b6[0].(map[string]any)
			for _, b := range b6 {
				if b.(map[string]any)["scope6"] != "link" {
					main = b.(map[string]any)
					break
				}
			}
			i["ip6"], i["netmask6"], i["network6"] = main["address"], main["netmask"], main["network"]
			if s, ok := main["scope6"]; ok {
				i["scope6"] = s
			}
			i["bindings6"] = bindings6(b6)
		}
		interfaces[ifc.Name] = i
		if primary == "" && len(b4) > 0 && ifc.Flags&net.FlagLoopback == 0 {
			primary = ifc.Name
		}
	}
	n := map[string]any{"hostname": hostname, "fqdn": fqdn, "interfaces": interfaces}
	if domain != "" {
		n["domain"] = domain
	}
	if p, ok := interfaces[primary].(map[string]any); ok {
		n["primary"] = primary
		for _, k := range []string{"ip", "ip6", "mac", "mtu", "netmask", "netmask6", "network", "network6", "scope6"} {
			if v, ok := p[k]; ok {
				n[k] = v
			}
		}
	}
	return n
}

// bindings6 orders IPv6 bindings' entries as Facter does, the flags
// last.
func bindings6(b6 []any) types.Value {
	out := make([]types.Value, len(b6))
	for n, b := range b6 {
		m := b.(map[string]any)
		kv := []types.Value{}
		for _, k := range []string{"address", "netmask", "network", "scope6", "flags"} {
			if v, ok := m[k]; ok {
				kv = append(kv, types.String(k), fromGo(v))
			}
		}
		out[n] = types.HashOf(kv...)
	}
	return types.NewArray(out)
}

// inet6 is what /proc/net/if_inet6 adds to an IPv6 address: its scope
// and flags in Facter's words.
type inet6 struct {
	scope string
	flags []string
}

// inet6Details reads /proc/net/if_inet6, keyed by address.
func inet6Details() map[string]inet6 {
	out := map[string]inet6{}
	scopes := map[string]string{"00": "global", "10": "host", "20": "link", "40": "site", "80": "compat"}
	flagNames := []string{"temporary", "noad", "optimistic", "dadfailed", "homeaddress", "deprecated", "tentative", "permanent"}
	for _, line := range strings.Split(readFile("/proc/net/if_inet6"), "\n") {
		f := strings.Fields(line)
		if len(f) < 6 || len(f[0]) != 32 {
			continue
		}
		ip := make(net.IP, 16)
		for i := 0; i < 16; i++ {
			b, _ := strconv.ParseUint(f[0][2*i:2*i+2], 16, 8)
			ip[i] = byte(b)
		}
		bits, _ := strconv.ParseUint(f[4], 16, 32)
		var flags []string
		for i, name := range flagNames {
			if bits&(1<<i) != 0 {
				flags = append(flags, name)
			}
		}
		out[ip.String()] = inet6{scope: scopes[f[3]], flags: flags}
	}
	return out
}

// defaultRouteInterface names the interface of the IPv4 default route.
func defaultRouteInterface() string {
	sc := bufio.NewScanner(strings.NewReader(readFile("/proc/net/route")))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) > 2 && f[1] == "00000000" {
			return f[0]
		}
	}
	return ""
}

// resolvDomain reads the domain from /etc/resolv.conf, as Facter does
// when the host name has none.
func resolvDomain() string {
	for _, line := range strings.Split(readFile("/etc/resolv.conf"), "\n") {
		fields := strings.Fields(line)
		if len(fields) >= 2 && (fields[0] == "domain" || fields[0] == "search") {
			return fields[1]
		}
	}
	return ""
}

// readFile returns a file's text, or "" when it cannot be read.
func readFile(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return string(data)
}

// humanBytes formats a size as Facter does ("15.52 GiB", "0 bytes").
func humanBytes(n int64) string {
	units := []string{"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	f := float64(n)
	i := 0
	for f >= 1024 && i < len(units)-1 {
		f /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d bytes", n)
	}
	return fmt.Sprintf("%.2f %s", f, units[i])
}

// facterArch names an architecture as Facter does: Debian's names on the
// Debian family, the kernel's elsewhere.
func facterArch(goarch, family string) string {
	if family != "Debian" {
		return machineHardware(goarch)
	}
	switch goarch {
	case "386":
		return "i386"
	}
	return goarch
}

// machineHardware names the machine hardware as uname -m does.
func machineHardware(goarch string) string {
	switch goarch {
	case "amd64":
		return "x86_64"
	case "386":
		return "i686"
	case "arm64":
		return "aarch64"
	}
	return goarch
}

// capitalize upper-cases the first letter of a word.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
