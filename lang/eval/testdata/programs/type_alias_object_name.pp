# `type P = Object[{...}]` defines the Object type P, whatever name its hash gives.
type P = Object[{name => 'Foo', attributes => {x => Integer}}]
notice(P)
$p = P.new(3)
notice($p)
notice(type($p))
notice($p =~ P)
type Q = Object[{attributes => {y => String}}]
notice(Q)
notice(Q.new('a'))
type R = P
notice(R)
type S = Object[{name => 'Foo::Bar', attributes => {x => Integer}}]
notice(S.new(1))
$t = Object[{name => 'Zed', attributes => {x => Integer}}]
notice($t)
type T = Variant[Object[{name => 'In', attributes => {x => Integer}}], Integer]
notice(T)
