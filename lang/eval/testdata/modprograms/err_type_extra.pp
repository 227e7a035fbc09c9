notice(Broken::Pair)
