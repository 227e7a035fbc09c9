notice(broken::two())
