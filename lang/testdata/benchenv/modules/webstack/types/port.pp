type Webstack::Port = Integer[1, 65535]
