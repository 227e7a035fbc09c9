type Broken::Other = Integer
