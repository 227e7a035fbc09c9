notice(broken::named())
