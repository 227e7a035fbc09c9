notice(broken::empty())
