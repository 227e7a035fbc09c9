package builtins

import "math/big"

// rubyRandom is Ruby's Random: the MT19937 Mersenne Twister seeded from
// an Integer as Ruby seeds it, so that fqdn_rand gives the numbers Puppet
// gives.
type rubyRandom struct {
	mt  [624]uint32
	idx int
}

// newRubyRandom seeds the generator with an integer: the 32-bit words of
// its absolute value, least significant first, go to init_by_array (a
// single word to init_genrand).
func newRubyRandom(seed *big.Int) *rubyRandom {
	var key []uint32
	n := new(big.Int).Abs(seed)
	mask := big.NewInt(0xffffffff)
	for n.Sign() > 0 {
		key = append(key, uint32(new(big.Int).And(n, mask).Uint64()))
		n.Rsh(n, 32)
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	// Ruby drops a most significant word of 1 (its guard against leading
	// zeros), so 2**32 seeds like 0.
	if len(key) > 1 && key[len(key)-1] == 1 {
		key = key[:len(key)-1]
	}
	r := &rubyRandom{}
	if len(key) <= 1 {
		r.initGenrand(key[0])
	} else {
		r.initByArray(key)
	}
	return r
}

func (r *rubyRandom) initGenrand(s uint32) {
	r.mt[0] = s
	for i := 1; i < 624; i++ {
		r.mt[i] = 1812433253*(r.mt[i-1]^(r.mt[i-1]>>30)) + uint32(i)
	}
	r.idx = 624
}

func (r *rubyRandom) initByArray(key []uint32) {
	r.initGenrand(19650218)
	i, j := 1, 0
	k := len(key)
	if k < 624 {
		k = 624
	}
	for ; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= 624 {
			r.mt[0] = r.mt[623]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = 623; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= 624 {
			r.mt[0] = r.mt[623]
			i = 1
		}
	}
	r.mt[0] = 0x80000000
}

func (r *rubyRandom) genrand() uint32 {
	if r.idx >= 624 {
		for i := 0; i < 624; i++ {
			y := r.mt[i]&0x80000000 | r.mt[(i+1)%624]&0x7fffffff
			v := r.mt[(i+397)%624] ^ y>>1
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			r.mt[i] = v
		}
		r.idx = 0
	}
	y := r.mt[r.idx]
	r.idx++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}

// limited returns a uniform integer in [0, limit] as Ruby's
// limited_rand does: masked draws, high word first, retried while above
// the limit.
func (r *rubyRandom) limited(limit uint64) uint64 {
	if limit == 0 {
		return 0
	}
	mask := limit
	for s := uint(1); s < 64; s <<= 1 {
		mask |= mask >> s
	}
retry:
	var val uint64
	for i := 1; i >= 0; i-- {
		if (mask>>(uint(i)*32))&0xffffffff != 0 {
			val |= uint64(r.genrand()) << (uint(i) * 32)
			val &= mask
			if limit < val {
				goto retry
			}
		}
	}
	return val
}
