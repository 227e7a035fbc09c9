package dap

import "encoding/binary"

// murmur2 is MurmurHash2 (32 bits, x86) of data, the hash Jupyter's
// debugger clients name cell files by (JupyterLab computes it on its
// side, so the kernel's must agree bit for bit).
func murmur2(data []byte, seed uint32) uint32 {
	const m = 0x5BD1E995
	h := seed ^ uint32(len(data))
	for len(data) >= 4 {
		k := binary.LittleEndian.Uint32(data)
		k *= m
		k ^= k >> 24
		k *= m
		h *= m
		h ^= k
		data = data[4:]
	}
	switch len(data) {
	case 3:
		h ^= uint32(data[2]) << 16
		fallthrough
	case 2:
		h ^= uint32(data[1]) << 8
		fallthrough
	case 1:
		h ^= uint32(data[0])
		h *= m
	}
	h ^= h >> 13
	h *= m
	h ^= h >> 15
	return h
}
