package kernel

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// Colours of the logo: amber nodes joined by white edges on indigo, a
// small dependency graph like the ones the catalog draws.
var (
	logoBackground = color.NRGBA{0x3b, 0x4a, 0x8c, 0xff}
	logoEdge       = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	logoNode       = color.NRGBA{0xff, 0xb0, 0x00, 0xff}
)

// logoNodes are the graph's node centres in unit coordinates; every other
// node hangs off the first.
var logoNodes = [][2]float64{{0.5, 0.3}, {0.27, 0.72}, {0.73, 0.72}}

// logoPNG draws the size×size logo and encodes it as PNG.
func logoPNG(size int) ([]byte, error) {
	const samples = 4 // per axis, for anti-aliased edges
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b, a float64
			for sy := 0; sy < samples; sy++ {
				for sx := 0; sx < samples; sx++ {
					u := (float64(x) + (float64(sx)+0.5)/samples) / float64(size)
					v := (float64(y) + (float64(sy)+0.5)/samples) / float64(size)
					c, ok := logoColorAt(u, v)
					if ok {
						r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+255
					}
				}
			}
			if a == 0 {
				continue
			}
			n := float64(samples * samples)
			img.SetNRGBA(x, y, color.NRGBA{uint8(r * 255 / a), uint8(g * 255 / a), uint8(b * 255 / a), uint8(a / n)})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// logoColorAt returns the logo's colour at unit coordinates (u, v), and
// false outside its rounded square.
func logoColorAt(u, v float64) (color.NRGBA, bool) {
	if !inRoundedSquare(u, v, 0.2) {
		return color.NRGBA{}, false
	}
	for _, n := range logoNodes {
		if math.Hypot(u-n[0], v-n[1]) <= 0.13 {
			return logoNode, true
		}
	}
	root := logoNodes[0]
	for _, n := range logoNodes[1:] {
		if segmentDistance(u, v, root, n) <= 0.04 {
			return logoEdge, true
		}
	}
	return logoBackground, true
}

// inRoundedSquare reports whether (u, v) lies in the unit square with
// corners rounded to radius r.
func inRoundedSquare(u, v, r float64) bool {
	if u < 0 || u > 1 || v < 0 || v > 1 {
		return false
	}
	cx := math.Min(math.Max(u, r), 1-r)
	cy := math.Min(math.Max(v, r), 1-r)
	return math.Hypot(u-cx, v-cy) <= r
}

// segmentDistance is the distance from (u, v) to the segment a-b.
func segmentDistance(u, v float64, a, b [2]float64) float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	t := ((u-a[0])*dx + (v-a[1])*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(u-(a[0]+t*dx), v-(a[1]+t*dy))
}
