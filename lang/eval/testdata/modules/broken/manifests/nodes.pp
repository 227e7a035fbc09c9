class broken::nodes {}
node default {}
