class broken::a inherits broken::b {}
