class broken::b inherits broken::a {}
