// Package ops is Puppet's operators on values, apart from evaluating
// their operands: integer arithmetic with Ruby's semantics, arithmetic
// with Timestamps and Timespans, concatenation and deletion of arrays and
// hashes, the order and equality rules of comparisons, `[]` on arrays,
// strings and binaries, the conversion of numeric strings to operands,
// and the names operator messages give operands.
package ops
