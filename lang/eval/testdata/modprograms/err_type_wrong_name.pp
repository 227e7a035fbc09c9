notice(Broken::Named)
