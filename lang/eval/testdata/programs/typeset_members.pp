type S = TypeSet[{pcore_version => '1.0.0', types => {A => Integer}}]
notice(S)
notice(S::A =~ Type)
type MySet = TypeSet[{pcore_version => '1.0.0', version => '1.0.0', types => {Car => Object[{attributes => {name => String}}], Num => Integer[0, 10]}}]
notice(MySet =~ Type)
notice(MySet::Car('x'))
notice(5 =~ MySet::Num)
