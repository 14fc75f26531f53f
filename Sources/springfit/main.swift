print("springfit")
