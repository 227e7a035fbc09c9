type Broken::Pair = Integer
type Broken::Pair::More = String
