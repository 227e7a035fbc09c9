notice Class[ToothFairy]
