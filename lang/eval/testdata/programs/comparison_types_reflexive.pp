notice(Integer <= Integer, Integer < Integer, Integer[1,2] < Integer, String[1] < String)
