notice(Broken::Empty)
