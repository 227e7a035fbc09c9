# Numbers interpolate as their digits (negative, 64-bit extremes, zero);
# a text longer than a short line is built as well as a short one; a
# string of one interpolated value is that value's text.
$n = -42
$big = 9223372036854775807
$small = -9223372036854775807 - 1
$word = 'abcdefghij'
notice("${n}|${big}|${small}|${0}|${$n * -1}")
notice("${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}-${n}-${word}${word}")
notice("${word}")
notice("${n}")
$f = 1.5
notice("${f}")
$u = undef
notice("${u}|${[1, -2]}|${word}")
$long = "${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}${word}"
notice("${long.length} ${"${long}${long}".length} ${"${long}".length}")
