@decorator
def outer(a, b=')'):
    s = '''triple ' " still a string
    .item() here too'''
    def inner():
        return a.cpu()
    class Box:
        x = b.to("cuda")
    while a:
        a = a.item() \
            + 1
    return rf"{a}\n"
