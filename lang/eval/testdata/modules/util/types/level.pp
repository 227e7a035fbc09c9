type Util::Level = Enum['low', 'high']
