package rubyfmt

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFloatToS checks Float#to_s on the forms the conformance README
// lists (observed from Puppet): fixed form up to 16 integer digits unless
// integral at 16 digits, exponent form below 1e-4, two exponent digits.
func TestFloatToS(t *testing.T) {
	for _, c := range []struct {
		in   float64
		want string
	}{
		{1, "1.0"}, {0.1, "0.1"}, {2.5, "2.5"}, {math.Copysign(0, -1), "-0.0"}, {0, "0.0"},
		{1e20, "1.0e+20"}, {1e-5, "1.0e-05"}, {1.2345678901234568e+17, "1.2345678901234568e+17"},
		{100000000000000.0, "100000000000000.0"}, {1e15, "1.0e+15"}, {1.5e15, "1.5e+15"},
		{1.234567890123456e+15, "1.234567890123456e+15"}, {1000000000000000.2, "1000000000000000.2"},
		{1000000000000000.5, "1000000000000000.5"}, {0.0001, "0.0001"}, {5e-324, "5.0e-324"},
		{-123.456, "-123.456"}, {math.Inf(1), "Infinity"}, {math.Inf(-1), "-Infinity"}, {math.NaN(), "NaN"},
		{1.7976931348623157e308, "1.7976931348623157e+308"}, {0.30000000000000004, "0.30000000000000004"},
		{1e16, "1.0e+16"}, {9999999999999998.0, "9.999999999999998e+15"}, {123456789012345.6, "123456789012345.6"},
		{1e100, "1.0e+100"}, {12345678901234567.0, "1.2345678901234568e+16"}, {1.23e-7, "1.23e-07"},
		{1234567890123456.8, "1234567890123456.8"}, {1.0 / 3, "0.3333333333333333"}, {100, "100.0"},
	} {
		assert.Equal(t, c.want, FloatToS(c.in), "%v", c.in)
	}
}
